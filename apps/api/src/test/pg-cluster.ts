/**
 * A throwaway PostgreSQL cluster the test can stop and start (a database outage), on loopback and
 * a port of the tests' range; as `.ci/postgres.sh` starts CI's. Run as the postgres user when the
 * tests run as root (PostgreSQL refuses root).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The newest installed PostgreSQL's bin folder, if any. */
export function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  try {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    return versions
      .map((version) => join(root, version, "bin"))
      .find((bin) => existsSync(join(bin, "pg_ctl")));
  } catch {
    return undefined;
  }
}

export class PgCluster {
  readonly dir = mkdtempSync(join(tmpdir(), "storefront-outage-"));
  readonly url: string;

  constructor(
    private readonly bin: string,
    readonly port: number,
  ) {
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  #run(tool: string, args: string[]) {
    const command = [join(this.bin, tool), ...args];
    if (process.getuid?.() === 0) {
      const quoted = command.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(" ");
      execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted], { stdio: "ignore", timeout: 60_000 });
    } else {
      execFileSync(command[0] as string, command.slice(1), { stdio: "ignore", timeout: 60_000 });
    }
  }

  init() {
    if (process.getuid?.() === 0) execFileSync("chown", ["postgres", this.dir]);
    this.#run("initdb", ["-D", join(this.dir, "data"), "--auth=trust", "--username=postgres", "-E", "UTF8"]);
    return this;
  }

  start() {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.#run("pg_ctl", [
      "-D",
      join(this.dir, "data"),
      "-l",
      join(this.dir, "log"),
      "-w",
      "-o",
      options,
      "start",
    ]);
  }

  /** A fast stop: the server ends every session, as a crash or a failover would. */
  stop() {
    this.#run("pg_ctl", ["-D", join(this.dir, "data"), "-m", "fast", "-w", "stop"]);
  }

  remove() {
    try {
      this.stop();
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
