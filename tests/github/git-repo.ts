import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A real bare Git repository, driven with the git CLI: what the fake GitHub (./fake-github.ts)
 * reads and writes, as GitHub's Git database API does on the real one.
 */
export interface Person {
  name: string;
  email: string;
  date: string;
}

export interface TreeEntry {
  path: string;
  mode: string;
  type: "blob" | "tree" | "commit";
  sha: string;
  size?: number;
}

export interface CommitInfo {
  sha: string;
  tree: string;
  parents: string[];
  author: Person;
  committer: Person;
  message: string;
}

/** Only what a test sets, nothing from the machine's or the user's git configuration. */
const quiet = { GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null", GIT_TERMINAL_PROMPT: "0" };

export class GitRepo {
  constructor(readonly dir: string) {}

  /**
   * A new bare repository in `dir` whose `branch` holds one commit of the files of `workTree`
   * that git would track there (its .gitignore applies), staged through an index of its own.
   */
  static fromFiles(dir: string, workTree: string, branch: string): GitRepo {
    execFileSync("git", ["init", "--quiet", "--bare", dir], { env: { ...process.env, ...quiet } });
    const repo = new GitRepo(dir);
    const index = mkdtempSync(join(tmpdir(), "fake-github-index-"));
    try {
      const env = { GIT_INDEX_FILE: join(index, "index"), GIT_WORK_TREE: workTree };
      repo.git(["add", "--all", "."], { env, cwd: workTree });
      const tree = repo.git(["write-tree"], { env }).trim();
      const when = { name: "Site owner", email: "owner@example.com", date: "2026-11-27T09:00:00Z" };
      const commit = repo.commit({ tree, parents: [], message: "The site", author: when, committer: when });
      repo.git(["update-ref", `refs/heads/${branch}`, commit]);
    } finally {
      rmSync(index, { recursive: true, force: true });
    }
    return repo;
  }

  git(args: string[], options: { input?: Buffer | string; env?: Record<string, string>; cwd?: string } = {}): string {
    return execFileSync("git", ["--git-dir", this.dir, ...args], {
      input: options.input,
      cwd: options.cwd,
      env: { ...process.env, ...quiet, ...options.env },
      maxBuffer: 256 * 1024 * 1024,
      encoding: "utf8",
    });
  }

  /**
   * The object a revision names (`main`, `main:app/content`, a sha) as this type (a commit peeled
   * to its tree, a tag to its commit), or null. The type goes on the object, not the revision:
   * after `branch:` everything is the path.
   */
  resolve(revision: string, type: "commit" | "tree" | "blob"): string | null {
    if (revision.startsWith("-")) return null;
    const parse = (name: string) => {
      const result = spawnSync("git", ["--git-dir", this.dir, "rev-parse", "--verify", "--quiet", name], {
        env: { ...process.env, ...quiet },
        encoding: "utf8",
      });
      return result.status === 0 ? result.stdout.trim() : null;
    };
    const object = parse(revision);
    return object && parse(`${object}^{${type}}`);
  }

  /** The entries of a tree (all of them below it with `recursive`, trees included, as GitHub lists them). */
  tree(sha: string, recursive: boolean): TreeEntry[] {
    const out = this.git(["ls-tree", "-l", "-z", ...(recursive ? ["-r", "-t"] : []), sha]);
    return out
      .split("\0")
      .filter(Boolean)
      .map((line) => {
        const [meta, path] = line.split("\t") as [string, string];
        const [mode, type, object, size] = meta.split(/\s+/) as [string, TreeEntry["type"], string, string];
        return { path, mode, type, sha: object, ...(type === "blob" ? { size: Number(size) } : {}) };
      });
  }

  /** A blob's bytes, or null when there is no such blob. */
  blob(sha: string): Buffer | null {
    if (!/^[0-9a-f]{40}$/.test(sha) || !this.resolve(sha, "blob")) return null;
    return execFileSync("git", ["--git-dir", this.dir, "cat-file", "blob", sha], { env: { ...process.env, ...quiet } });
  }

  writeBlob(content: Buffer): string {
    return this.git(["hash-object", "-w", "--stdin"], { input: content }).trim();
  }

  /**
   * A new tree: `base` (a tree or commit, or none) with these paths set to blobs, or removed where
   * `sha` is null; nested paths as they are (a temporary index does the folders).
   */
  writeTree(base: string | null, changes: { path: string; mode: string; sha: string | null }[]): string {
    const index = mkdtempSync(join(tmpdir(), "fake-github-index-"));
    try {
      const env = { GIT_INDEX_FILE: join(index, "index") };
      this.git(base ? ["read-tree", base] : ["read-tree", "--empty"], { env });
      for (const change of changes) {
        if (change.sha === null) this.git(["update-index", "--force-remove", "--", change.path], { env });
        else this.git(["update-index", "--add", "--cacheinfo", `${change.mode},${change.sha},${change.path}`], { env });
      }
      return this.git(["write-tree"], { env }).trim();
    } finally {
      rmSync(index, { recursive: true, force: true });
    }
  }

  commit(commit: Omit<CommitInfo, "sha">): string {
    const env = {
      GIT_AUTHOR_NAME: commit.author.name,
      GIT_AUTHOR_EMAIL: commit.author.email,
      GIT_AUTHOR_DATE: commit.author.date,
      GIT_COMMITTER_NAME: commit.committer.name,
      GIT_COMMITTER_EMAIL: commit.committer.email,
      GIT_COMMITTER_DATE: commit.committer.date,
    };
    const parents = commit.parents.flatMap((parent) => ["-p", parent]);
    return this.git(["commit-tree", commit.tree, ...parents, "-F", "-"], { env, input: commit.message }).trim();
  }

  commitInfo(sha: string): CommitInfo {
    const format = ["%H", "%T", "%P", "%an", "%ae", "%aI", "%cn", "%ce", "%cI", "%B"].join("%x00");
    const [hash, tree, parents, an, ae, ad, cn, ce, cd, ...message] = this.git([
      "show",
      "-s",
      `--format=${format}`,
      sha,
    ]).split("\0") as string[];
    return {
      sha: hash!,
      tree: tree!,
      parents: parents ? parents.split(" ") : [],
      author: { name: an!, email: ae!, date: ad! },
      committer: { name: cn!, email: ce!, date: cd! },
      message: message.join("\0").replace(/\n$/, ""),
    };
  }

  /** Commits reachable from `revision` that changed `path` (all, without a path), newest first. */
  log(revision: string, path: string | null, limit: number): string[] {
    const out = this.git(["rev-list", `--max-count=${limit}`, revision, "--", ...(path ? [path] : [])]);
    return out.split("\n").filter(Boolean);
  }

  isAncestor(ancestor: string, descendant: string): boolean {
    return (
      spawnSync("git", ["--git-dir", this.dir, "merge-base", "--is-ancestor", ancestor, descendant], {
        env: { ...process.env, ...quiet },
      }).status === 0
    );
  }

  /** Moves a branch from `old` to `sha`; false when it no longer points at `old`. */
  updateRef(branch: string, sha: string, old: string): boolean {
    return (
      spawnSync("git", ["--git-dir", this.dir, "update-ref", `refs/heads/${branch}`, sha, old], {
        env: { ...process.env, ...quiet },
      }).status === 0
    );
  }

  /** Files a commit changed against its first parent. */
  changedFiles(sha: string): string[] {
    return this.git(["diff-tree", "--no-commit-id", "--name-only", "-r", `${sha}^`, sha])
      .split("\n")
      .filter(Boolean);
  }
}
