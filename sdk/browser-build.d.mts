import type { BuildOptions } from 'esbuild';

/** esbuild's options for the SDK's browser build; `write: false` keeps the output in memory. */
export function browserBuildOptions(options?: { write?: boolean }): BuildOptions;
/** The browser build's bytes, built in memory. */
export function buildBrowserSdk(): Promise<Buffer>;
