/** The SDK's version, sent in its `User-Agent` (a test keeps it equal to package.json's). */
export const SDK_VERSION = '1.0.0';
