/**
 * Issue 27, point 7: one version. The contract's `info.version`, the service's package and the SDK's
 * package (and the version the SDK sends in its User-Agent) are the same number.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { SDK_VERSION, USER_AGENT } from '../../sdk/src/index.ts';

const json = (path: string) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;

describe('one version', () => {
  it('the document, the service and the SDK say the same version', () => {
    const service = json('package.json').version as string;
    expect(service).to.match(/^\d+\.\d+\.\d+$/);
    expect((json('generated/openapi.json').info as { version: string }).version, 'the document').to.equal(service);
    expect(json('sdk/package.json').version, 'the SDK package').to.equal(service);
    expect(SDK_VERSION, 'the SDK').to.equal(service);
    expect(USER_AGENT).to.equal(`workspace-automation-sdk/${service}`);
  });
});
