// The stages of `npm test` (scripts/test.mjs): each timed, and each test stage checked for what it
// ran. A runner can exit 0 having run nothing (no file matched, a set-up that skipped every file):
// a stage passes only when every file its runner lists ran, at least one test passed and none
// failed. Stages may run side by side (`together`): each line they print is prefixed with the
// stage's short name, and a stage that fails stops the others.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "./lib.mjs";

const timings = [];
const running = new Set();

class StageFailed extends Error {}

/** Ends `npm test` with this message, stopping every runner still at work. */
function stop(message, code = 1) {
  for (const child of running) child.kill("SIGTERM");
  console.error(`\n✖ ${message}`);
  process.exit(code);
}

/** Runs one stage, timing it; a failed stage ends `npm test`. */
export async function stage(name, body) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  try {
    await body();
  } catch (err) {
    stop(err instanceof StageFailed ? `${name}: ${err.message}` : `${name} failed: ${err?.stack ?? err}`);
  }
  const seconds = (Date.now() - started) / 1000;
  timings.push({ name, seconds });
  console.log(`━━ ${name}: done in ${seconds.toFixed(1)} s`);
}

/** Runs lines of stages side by side, each line's stages one after another; resolves when all are done. */
export function together(...lines) {
  return Promise.all(
    lines.map(async (line) => {
      for (const step of line) await step();
    }),
  );
}

/** The time each stage took (stages that ran side by side overlap), and the whole. */
export function summary(startedAt) {
  console.log("\nStage times:");
  for (const t of timings) console.log(`  ${t.seconds.toFixed(1).padStart(7)} s  ${t.name}`);
  console.log(`  ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(7)} s  in all`);
}

/** Runs a binary of node_modules/.bin, its output prefixed with `label` when given; rejects on a non-zero exit. */
export function bin(name, args, { env = {}, label } = {}) {
  const command = path.join(root, "node_modules", ".bin", name);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", label ? "pipe" : "inherit", label ? "pipe" : "inherit"],
    });
    running.add(child);
    if (label) for (const stream of [child.stdout, child.stderr]) prefixLines(stream, label, stream === child.stderr ? process.stderr : process.stdout);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new StageFailed(`${name} ${args.join(" ")} failed (exit ${code ?? signal}).`));
    });
  });
}

function prefixLines(stream, label, out) {
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop();
    for (const line of lines) out.write(`[${label}] ${line}\n`);
  });
  stream.on("end", () => rest && out.write(`[${label}] ${rest}\n`));
}

/** Runs a binary of node_modules/.bin and returns what it printed on stdout (its stderr shown). */
function capture(name, args, env) {
  const result = spawnSync(path.join(root, "node_modules", ".bin", name), args, {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new StageFailed(`${name} ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`);
  return result.stdout;
}

function reportFile() {
  const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-report-"));
  return { file: path.join(dir, "report.json"), done: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Vitest on these projects; fails unless every listed file ran, at least one test passed and none failed (a test may skip itself, e.g. one of one engine). */
export async function vitestStage(projects, { env = {}, label } = {}) {
  const projectArgs = projects.flatMap((p) => ["--project", p]);
  const listed = JSON.parse(capture("vitest", ["list", "--filesOnly", "--json", ...projectArgs], env)).map((f) => path.relative(root, f.file));
  if (listed.length === 0) throw new StageFailed(`Vitest lists no test file for ${projects.join(", ")}.`);
  const report = reportFile();
  try {
    await bin("vitest", ["run", ...projectArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${report.file}`], { env, label });
    const result = JSON.parse(readFileSync(report.file, "utf8"));
    const ran = new Set(result.testResults.map((r) => path.relative(root, r.name)));
    const missing = [...new Set(listed)].filter((f) => !ran.has(f));
    if (missing.length > 0)
      throw new StageFailed(`Vitest (${projects.join(", ")}) did not run ${missing.length} listed file(s): ${missing.slice(0, 5).join(", ")}`);
    if (result.numPassedTests === 0) throw new StageFailed(`Vitest (${projects.join(", ")}) ran no test.`);
    if (result.numFailedTests > 0) throw new StageFailed(`Vitest (${projects.join(", ")}): ${result.numFailedTests} of ${result.numTotalTests} tests failed.`);
    const skipped = result.numTotalTests - result.numPassedTests;
    console.log(
      `✓ Vitest (${projects.join(", ")}): ${ran.size} files, ${result.numPassedTests} tests passed${skipped ? `, ${skipped} skipped on purpose` : ""}`,
    );
  } finally {
    report.done();
  }
}

/** Playwright; fails unless every listed test ran and passed (or skipped itself), and at least one passed. */
export async function playwrightStage({ env = {}, label } = {}) {
  const listed = JSON.parse(capture("playwright", ["test", "--list", "--reporter=json"], env));
  const expected = countTests(listed.suites ?? []);
  if (expected === 0) throw new StageFailed("Playwright lists no test.");
  const report = reportFile();
  try {
    await bin("playwright", ["test", "--reporter=list,json"], { env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report.file }, label });
    const { stats } = JSON.parse(readFileSync(report.file, "utf8"));
    if (stats.expected === 0 || stats.expected + stats.skipped !== expected || stats.unexpected + stats.flaky > 0)
      throw new StageFailed(
        `Playwright: ${stats.expected} of ${expected} listed tests passed (${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped).`,
      );
    console.log(`✓ Playwright: ${stats.expected} tests passed`);
  } finally {
    report.done();
  }
}

function countTests(suites) {
  return suites.reduce((n, s) => n + (s.specs ?? []).reduce((m, spec) => m + spec.tests.length, 0) + countTests(s.suites ?? []), 0);
}
