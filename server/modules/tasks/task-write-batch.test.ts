import { expect } from 'chai';
import { nextBatchSize } from './task-write-batch.ts';
import type { KeyRow } from '../../http/idempotency.ts';

const keyed = (key: string, apiKeyId = 'key_a'): { key: KeyRow } => ({
  key: {
    api_key_id: apiKeyId,
    user_id: 'usr_a',
    key,
    request_hash: 'h',
    request_line: 'POST /v1/projects/p/tasks',
    response_status: 201,
    response_headers: {},
    response_body: null,
  },
});
const plain = (): { key?: KeyRow } => ({});
const size = (queued: Array<{ key?: KeyRow }>) => nextBatchSize(queued, (each) => each.key);

describe('which queued task writes go in one statement', () => {
  it('takes up to 100 in order', () => {
    expect(size(Array.from({ length: 250 }, plain))).to.equal(100);
    expect(size([plain(), keyed('a'), plain()])).to.equal(3);
  });

  it('stops before a second write of a key already in the batch, which goes first in the next', () => {
    const queued = [keyed('a'), plain(), keyed('b'), keyed('a'), plain()];
    expect(size(queued)).to.equal(3);
    expect(size(queued.slice(3))).to.equal(2);
    // The same key of another API key is another key.
    expect(size([keyed('a', 'key_a'), keyed('a', 'key_b')])).to.equal(2);
  });

  it('takes at most 32 keyed writes, and unkeyed ones before the 33rd', () => {
    const queued = [...Array.from({ length: 32 }, (_, i) => keyed(`k${i}`)), plain(), keyed('k32'), plain()];
    expect(size(queued)).to.equal(33);
  });
});
