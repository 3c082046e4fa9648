// METRICS_* as loadConfig reads them (docs/decisions.md#metrics): no listener without a port; a token
// is required off loopback; a token must be one Prometheus can send as a bearer token.
import { expect } from 'chai';
import { ConfigError, loadConfig } from '../config.ts';

const token = 'a'.repeat(16);

describe('the metrics settings (METRICS_PORT, METRICS_HOST, METRICS_TOKEN)', () => {
  it('serve nothing unless METRICS_PORT is set, and bind loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).metrics).to.deep.equal({ port: undefined, host: '127.0.0.1', token: undefined });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).to.deep.equal({ port: 9464, host: '127.0.0.1', token: undefined });
  });

  it('take any loopback address without a token: 127.x.x.x, ::1 and localhost', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'localhost', 'LOCALHOST'])
      expect(loadConfig({ METRICS_PORT: '0', METRICS_HOST: host }).metrics.host, host).to.equal(host);
  });

  it('refuse an address other machines reach without a token, and take it with one', () => {
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'metrics.internal', '128.0.0.1'])
      expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_HOST: host }), host).to.throw(ConfigError, 'METRICS_TOKEN is required');
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: token }).metrics.token).to.equal(token);
  });

  it('refuse a token too short or with characters a bearer token cannot carry, without echoing it', () => {
    for (const bad of ['a'.repeat(15), `${'a'.repeat(16)} b`, `${'a'.repeat(16)}"`]) {
      expect(() => loadConfig({ METRICS_PORT: '0', METRICS_TOKEN: bad }), bad)
        .to.throw(ConfigError, 'METRICS_TOKEN: give at least 16')
        .with.property('message')
        .that.does.not.contain(bad);
    }
  });
});
