// The stages of `npm test` (scripts/test.mjs): each timed, and each test stage checked for what it
// ran. A runner can exit 0 having run nothing (no file matched, a set-up that skipped every file):
// a stage passes only when every file its runner lists ran and every listed test passed.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fail, root, run } from "./lib.mjs";

const timings = [];

/** Runs one stage, timing it; a failed stage ends `npm test` with its exit code. */
export function stage(name, body) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  body();
  const seconds = (Date.now() - started) / 1000;
  timings.push({ name, seconds });
  console.log(`━━ ${name}: done in ${seconds.toFixed(1)} s`);
}

/** The time each stage took, and the whole. */
export function summary() {
  const total = timings.reduce((sum, t) => sum + t.seconds, 0);
  console.log("\nStage times:");
  for (const t of timings) console.log(`  ${t.seconds.toFixed(1).padStart(7)} s  ${t.name}`);
  console.log(`  ${total.toFixed(1).padStart(7)} s  in all`);
}

/** Runs a binary of node_modules/.bin. */
export function bin(name, args, env = {}) {
  run(path.join(root, "node_modules", ".bin", name), args, env);
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
  if (result.status !== 0) fail(`${name} ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`);
  return result.stdout;
}

function reportFile() {
  const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-report-"));
  return { file: path.join(dir, "report.json"), done: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Vitest on these projects; fails unless every listed file ran, at least one test passed and none failed (a test may skip itself, e.g. one of one engine). */
export function vitestStage(projects, env) {
  const projectArgs = projects.flatMap((p) => ["--project", p]);
  const listed = JSON.parse(capture("vitest", ["list", "--filesOnly", "--json", ...projectArgs], env)).map((f) => path.relative(root, f.file));
  if (listed.length === 0) fail(`Vitest lists no test file for ${projects.join(", ")}.`);
  const report = reportFile();
  try {
    bin("vitest", ["run", ...projectArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${report.file}`], env);
    const result = JSON.parse(readFileSync(report.file, "utf8"));
    const ran = new Set(result.testResults.map((r) => path.relative(root, r.name)));
    const missing = [...new Set(listed)].filter((f) => !ran.has(f));
    if (missing.length > 0) fail(`Vitest (${projects.join(", ")}) did not run ${missing.length} listed file(s): ${missing.slice(0, 5).join(", ")}`);
    if (result.numPassedTests === 0) fail(`Vitest (${projects.join(", ")}) ran no test.`);
    if (result.numFailedTests > 0) fail(`Vitest (${projects.join(", ")}): ${result.numFailedTests} of ${result.numTotalTests} tests failed.`);
    const skipped = result.numTotalTests - result.numPassedTests;
    console.log(
      `✓ Vitest (${projects.join(", ")}): ${ran.size} files, ${result.numPassedTests} tests passed${skipped ? `, ${skipped} skipped on purpose` : ""}`,
    );
  } finally {
    report.done();
  }
}

/** Playwright; fails unless every listed test ran and passed (or skipped itself), and at least one passed. */
export function playwrightStage(env) {
  const listed = JSON.parse(capture("playwright", ["test", "--list", "--reporter=json"], env));
  const expected = countTests(listed.suites ?? []);
  if (expected === 0) fail("Playwright lists no test.");
  const report = reportFile();
  try {
    bin("playwright", ["test", "--reporter=list,json"], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report.file });
    const { stats } = JSON.parse(readFileSync(report.file, "utf8"));
    if (stats.expected === 0 || stats.expected + stats.skipped !== expected || stats.unexpected + stats.flaky > 0)
      fail(`Playwright: ${stats.expected} of ${expected} listed tests passed (${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped).`);
    console.log(`✓ Playwright: ${stats.expected} tests passed`);
  } finally {
    report.done();
  }
}

function countTests(suites) {
  return suites.reduce((n, s) => n + (s.specs ?? []).reduce((m, spec) => m + spec.tests.length, 0) + countTests(s.suites ?? []), 0);
}
