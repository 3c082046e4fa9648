/**
 * Trusting the test CA (contract-tests/support/https.ts) in a service started in this process: the
 * outbound pool reads NODE_EXTRA_CA_CERTS once, when it is made, so the variable is set only while
 * the service starts and then restored; other test files in this process are unaffected.
 */
export async function withTrustedCa<T>(caFile: string, start: () => Promise<T>): Promise<T> {
  const previous = process.env.NODE_EXTRA_CA_CERTS;
  process.env.NODE_EXTRA_CA_CERTS = caFile;
  try {
    return await start();
  } finally {
    if (previous === undefined) delete process.env.NODE_EXTRA_CA_CERTS;
    else process.env.NODE_EXTRA_CA_CERTS = previous;
  }
}
