/**
 * The system packages the test suite needs beyond npm: Debian's Chromium for the browser journeys, the
 * PostgreSQL server for the second API pass, nginx for the cluster test's load balancer, and poppler's pdftoppm/pdftotext, which the brochure tests use to
 * read the PDFs they render and to compare their first pages with reference images. CI runs as root on a fresh machine, so they are installed from
 * Debian's packages there; anyone else gets a message naming the package to install.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

export const CHROMIUM_PATH = "/usr/bin/chromium";

export class MissingDependencyError extends Error {}

const isRoot = (): boolean => process.getuid?.() === 0;

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

let aptUpdated = false;
function aptInstall(packages: string[], log: (line: string) => void): void {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const run = (args: string[]) => {
    log(`$ apt-get ${args.join(" ")}`);
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) {
      throw new MissingDependencyError(
        `apt-get ${args.join(" ")} failed (exit ${result.status ?? result.signal})`,
      );
    }
  };
  // A fresh machine has no package lists yet: without an update, install finds nothing.
  if (!aptUpdated) run(["update"]);
  aptUpdated = true;
  run(["install", "-y", ...packages]);
}

function ensurePackage(
  what: string,
  packageName: string,
  isPresent: () => boolean,
  log: (line: string) => void,
) {
  if (isPresent()) return;
  if (!isRoot()) {
    throw new MissingDependencyError(
      `${what} is missing. Install Debian's package "${packageName}" (sudo apt-get install ${packageName}) and run again.`,
    );
  }
  log(`${what} is missing: installing Debian's package "${packageName}".`);
  aptInstall([packageName], log);
  if (!isPresent())
    throw new MissingDependencyError(`${what} is still missing after installing ${packageName}.`);
}

export const PDFTOPPM_PATH = "/usr/bin/pdftoppm";

export function ensurePoppler(log: (line: string) => void): string {
  ensurePackage("pdftoppm (poppler)", "poppler-utils", () => isExecutable(PDFTOPPM_PATH), log);
  return PDFTOPPM_PATH;
}

export function ensureChromium(log: (line: string) => void): string {
  ensurePackage("Chromium", "chromium", () => isExecutable(CHROMIUM_PATH), log);
  return CHROMIUM_PATH;
}

/** The newest installed PostgreSQL server's bin directory (Debian keeps each major in its own dir). */
export function findPostgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return majors
    .map((major) => join(root, major, "bin"))
    .find((dir) => isExecutable(join(dir, "postgres")) && isExecutable(join(dir, "initdb")));
}

export const NGINX_PATH = "/usr/sbin/nginx";

/** Debian's nginx: the load balancer in front of the processes of `npm run test:cluster`. */
export function ensureNginx(log: (line: string) => void): string {
  ensurePackage("nginx", "nginx", () => isExecutable(NGINX_PATH), log);
  return NGINX_PATH;
}

export function ensurePostgres(log: (line: string) => void): string {
  ensurePackage("The PostgreSQL server", "postgresql", () => findPostgresBinDir() !== undefined, log);
  return findPostgresBinDir()!;
}
