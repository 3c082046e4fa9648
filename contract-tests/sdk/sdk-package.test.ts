/**
 * The SDK as its users get it (issue 12, point 4): `npm pack` builds `dist` itself; the tarball is
 * installed (from npm's cache, offline) into fresh ESM and CommonJS projects; sdk/test/packed/
 * consumer.ts is type-checked there by strict tsc (its @ts-expect-error lines must be errors) and
 * run against a live server, a peer that never answers and a peer that fails twice before it
 * answers. A browser bundle of both entry points is built with esbuild. sdk/README.md's "First call"
 * example (issue 27, point 5) is saved as `example.mjs` in a fresh project and run as written on this
 * Node and on Node 22 and 24 (from npm's cache), against a server whose worker runs its automation.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { build } from 'esbuild';
import { firstCallExample } from '../readme/support/doc-examples.ts';
import { createUser } from '../support/fixtures.ts';
import { lockSdkDist } from '../support/sdk-build-lock.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../..', import.meta.url));
const sdkDir = path.join(repo, 'sdk');
const sdkVersion = (JSON.parse(await readFile(path.join(sdkDir, 'package.json'), 'utf8')) as { version: string }).version;

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

/** A peer in front of the server that answers a POST 503 and then 429 before it passes it on. */
async function startFlakyProxy(upstream: string): Promise<{ url: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // Counted per logical request: its Idempotency-Key (GETs have none and go straight on).
      const key = req.headers['idempotency-key'];
      const nth = key === undefined ? 3 : seen.filter((s) => s.headers['idempotency-key'] === key).length;
      if (nth === 1) return res.writeHead(503, { 'Retry-After': '0', 'Content-Type': 'application/json' }).end('{}');
      if (nth === 2) return res.writeHead(429, { 'Retry-After': '1', 'Content-Type': 'application/json' }).end('{}');
      const headers = { ...req.headers };
      delete headers.host;
      fetch(`${upstream}${req.url}`, { method: req.method!, headers: headers as Record<string, string>, body: Buffer.concat(chunks) }).then(
        async (answer) => res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(Buffer.from(await answer.arrayBuffer())),
        () => res.writeHead(502).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The example's printed lines with each id made generic (`ws_…`), as sdk/README.md shows them. */
function withoutIds(stdout: string): string[] {
  return stdout
    .trimEnd()
    .split('\n')
    .map((line) => line.replace(/\b([a-z]+)_[0-9a-z]{20,}\b/g, '$1_…'));
}

async function startHangingPeer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(() => {
    // Never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Tarballs of the SDK's dependencies, packed from this repository's node_modules, so the consumers
 * install with no network (npm ci caches tarballs but not the registry metadata an install asks for).
 */
async function packDependencies(root: string): Promise<string[]> {
  const tarballs: string[] = [];
  const pending = Object.keys(
    (JSON.parse(await readFile(path.join(sdkDir, 'package.json'), 'utf8')) as { dependencies: object }).dependencies,
  );
  const done = new Set<string>();
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (done.has(name)) continue;
    done.add(name);
    const dir = path.join(repo, 'node_modules', name);
    const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', root], { cwd: dir });
    tarballs.push(path.join(root, stdout.trim().split('\n').pop()!));
    pending.push(
      ...Object.keys((JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: object }).dependencies ?? {}),
    );
  }
  return tarballs;
}

/** A fresh project of the given module kind with the tarballs installed and the consumer in it. */
async function consumerProject(root: string, kind: 'module' | 'commonjs', tarballs: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(root, `${kind}-`));
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: `sdk-${kind}-consumer`, private: true, type: kind }));
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', ...tarballs], { cwd: dir });
  await copyFile(path.join(sdkDir, 'test', 'packed', 'consumer.ts'), path.join(dir, 'consumer.ts'));
  await writeFile(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM'],
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        skipLibCheck: false,
        types: ['node'],
        typeRoots: [path.join(repo, 'node_modules', '@types')],
        outDir: 'out',
      },
      files: ['consumer.ts'],
    }),
  );
  return dir;
}

describe('The SDK package', function () {
  this.timeout(180_000);
  let server: TestServer;
  let root: string;
  let tarball: string;
  let tarballs: string[];
  let flaky: Awaited<ReturnType<typeof startFlakyProxy>>;
  let hanging: Awaited<ReturnType<typeof startHangingPeer>>;
  let key: string;

  before(async () => {
    // With its worker: the README example's automation must run.
    server = await startTestServer();
    key = (await createUser(server)).key;
    flaky = await startFlakyProxy(server.url);
    hanging = await startHangingPeer();
    root = await mkdtemp(path.join(os.tmpdir(), 'wsa-sdk-'));
    // `npm pack` from the package folder: its prepack script builds dist.
    const release = await lockSdkDist();
    let stdout: string;
    try {
      await rm(path.join(sdkDir, 'dist'), { recursive: true, force: true });
      ({ stdout } = await run('npm', ['pack', '--silent', '--pack-destination', root], { cwd: sdkDir }));
    } finally {
      await release();
    }
    tarball = path.join(root, stdout.trim().split('\n').pop()!);
    tarballs = [...(await packDependencies(root)), tarball];
  });
  after(async () => {
    await flaky?.close();
    await hanging?.close();
    await server?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('ships dist for ESM and CommonJS, both entry points and the browser build, from a clean pack', async () => {
    const { stdout } = await run('tar', ['tzf', tarball]);
    const files = stdout.split('\n');
    for (const file of [
      'dist/index.js',
      'dist/index.d.ts',
      'dist/webhooks.js',
      'dist/cjs/index.js',
      'dist/cjs/index.d.ts',
      'dist/cjs/package.json',
      'dist/browser/index.js',
      'dist/cli/main.js',
      'bin/workspace-automation-sdk.mjs',
    ]) {
      expect(files, file).to.include(`package/${file}`);
    }
    expect(
      files.some((f) => f.startsWith('package/src/')),
      'no sources',
    ).to.equal(false);
  });

  it('runs its listen command from an installed project through npx, as the README says', async () => {
    const dir = await consumerProject(root, 'commonjs', tarballs);
    const help = await run('npx', ['--offline', '@workspace-automation/sdk', 'listen', '--help'], { cwd: dir });
    expect(help.stdout).to.match(/^Usage: npx @workspace-automation\/sdk listen --forward-to <url>/);
    // Misuse says what is missing and exits 2 (the command's own code, not a launcher's failure).
    const { WSA_API_KEY: _, ...withoutKey } = process.env;
    const refused = await run('npx', ['--offline', '@workspace-automation/sdk', 'listen', '--forward-to', 'http://localhost:4242/hooks'], {
      cwd: dir,
      env: withoutKey,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused.code).to.equal(2);
    expect(refused.stderr).to.include('WSA_API_KEY');
  });

  for (const kind of ['module', 'commonjs'] as const) {
    it(`type-checks and runs a ${kind === 'module' ? 'ESM' : 'CommonJS'} consumer against a live server: resources, errors, retries, time-outs, webhooks`, async () => {
      const dir = await consumerProject(root, kind, tarballs);
      const tsc = path.join(repo, 'node_modules', '.bin', 'tsc');
      await run(tsc, ['-p', dir]).catch((err: Error & { stdout?: string }) => {
        throw new Error(`tsc refused the consumer:\n${err.stdout ?? String(err)}`);
      });
      const before = flaky.seen.length;
      const { stdout } = await run(process.execPath, [path.join(dir, 'out', 'consumer.js')], {
        env: { ...process.env, WSA_URL: server.url, WSA_KEY: key, HANG_URL: hanging.url, FLAKY_URL: flaky.url },
        timeout: 60_000,
      });
      const result = JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, unknown>;
      expect(result).to.deep.include({
        version: sdkVersion,
        status: 'completed',
        listed: 1,
        deleted: true,
        name: 'Packed',
        same: true,
        notFound: 'not_found',
        refused: 'ApiConnectionError:2',
        timedOut: 'ApiTimeoutError',
        aborted: 'stopped by the caller',
        retried: 'Retried',
        verified: true,
        forged: false,
        eventType: 'ping',
      });
      expect(result.perCall).to.match(/no response within 150 ms/);
      expect(result.attempts, 'the onRequest hook saw every call').to.include.members(['POST /v1/workspaces', 'POST /v1/projects']);
      // The flaky peer saw one POST three times, with one Idempotency-Key and the SDK's User-Agent.
      const posts = flaky.seen.slice(before).filter((s) => s.method === 'POST');
      expect(posts).to.have.length(3);
      const keys = new Set(posts.map((p) => p.headers['idempotency-key']));
      expect(keys.size, 'one key for every attempt').to.equal(1);
      expect([...keys][0]).to.match(/^[0-9a-f-]{36}$/);
      for (const p of posts) expect(p.headers['user-agent']).to.equal(`workspace-automation-sdk/${sdkVersion}`);
    });
  }

  describe('sdk/README.md\'s "First call" example, saved as example.mjs in a fresh project', () => {
    let example: Awaited<ReturnType<typeof firstCallExample>>;
    let dir: string;
    let exampleKey: string;

    before(async () => {
      example = await firstCallExample(repo);
      // A CommonJS project, what `npm init` makes: the .mjs runs as a module all the same.
      dir = await consumerProject(root, 'commonjs', tarballs);
      await writeFile(path.join(dir, 'example.mjs'), example.code);
      exampleKey = (await createUser(server)).key;
    });

    /** Runs `example.mjs` as the section says, its server named by the example's own WSA_API_URL override. */
    const runExample = (command: string, args: string[]) =>
      run(command, [...args, 'example.mjs'], {
        cwd: dir,
        env: { ...process.env, WSA_API_KEY: exampleKey, WSA_API_URL: server.url },
        timeout: 60_000,
      }).catch((error: Error & { stderr?: string }) => {
        throw new Error(`example.mjs failed:\n${error.stderr ?? String(error)}`);
      });

    it(`runs as written on this Node (${process.version}): the run succeeds and it prints what the section shows`, async () => {
      const { stdout } = await runExample(process.execPath, []);
      expect(withoutIds(stdout)).to.deep.equal(example.output);
      expect(example.output.at(-1)).to.equal('run run_… success');
    });

    // CI's script fetches both before its second run; elsewhere a version not in the cache is reported, not fetched.
    const thisMajor = Number(process.versions.node.split('.')[0]);
    for (const major of [22, 24].filter((m) => m !== thisMajor)) {
      it(`runs as written on Node ${major} (npx --offline node@${major})`, async function () {
        const version = await run('npx', ['--offline', '-y', `node@${major}`, '-p', 'process.versions.node'], { cwd: dir }).catch(
          (error: Error & { stderr?: string }) => {
            if (error.stderr?.includes('ENOTCACHED')) return undefined;
            throw error;
          },
        );
        if (version === undefined) {
          console.log(`    (Node ${major} not in npm's cache: not run here)`);
          return this.skip();
        }
        expect(version.stdout.trim().split('.')[0]).to.equal(String(major));
        const { stdout } = await runExample('npx', ['--offline', '-y', `node@${major}`]);
        expect(withoutIds(stdout)).to.deep.equal(example.output);
      });
    }
  });

  it('bundles for a browser: neither entry point imports anything Node-only', async () => {
    const dir = await consumerProject(root, 'module', tarballs);
    const entry = path.join(dir, 'browser.js');
    await writeFile(
      entry,
      [
        "import { createClient } from '@workspace-automation/sdk';",
        "import { verifyWebhookSignature } from '@workspace-automation/sdk/webhooks';",
        "window.wsa = createClient({ baseUrl: location.origin, apiKey: 'wsa_x' });",
        'window.verify = verifyWebhookSignature;',
      ].join('\n'),
    );
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    expect(result.errors).to.deep.equal([]);
    const code = result.outputFiles[0]!.text;
    expect(code).to.include('workspace-automation-sdk/');
    expect(code).not.to.match(/from ["']node:|require\(["']node:/);
  });
});
