import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './import-graph.js';

/**
 * Everything the code, the tests and the docs cite lives in the repository: a citation names a file under docs/
 * and, after `#`, one of its headings. A clone has nothing beside it, so a citation of the original specification
 * by section number, of its design notes or of a folder beside the repository would lead nowhere.
 */
const FOLDERS = ['contracts', 'server', 'web', 'test', 'scripts', 'fixtures', 'docs', '.ci'];
const TOP_FILES = ['README.md', 'CHANGELOG.md', 'Dockerfile', 'docker-compose.yml', 'package.json', 'vitest.config.ts'];
const TEXT = /\.(ts|tsx|js|md|json|yml|yaml|html|css)$|^Dockerfile$|\/run$/;
const SKIPPED = /(^|\/)(node_modules|dist|coverage)\/|^test\/contract\/pacts\//;

/** The text files of the repository whose words could cite something. */
function citingFiles(): string[] {
  const inFolders = FOLDERS.filter((folder) => existsSync(join(ROOT, folder))).flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' }).map((name) => `${folder}/${name.split('\\').join('/')}`),
  );
  return [...inFolders, ...TOP_FILES.filter((file) => existsSync(join(ROOT, file)))].filter(
    (file) => TEXT.test(file) && !SKIPPED.test(file),
  );
}

/** A heading's anchor as GitHub renders it: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const anchorsByFile = new Map<string, Set<string>>();
/** The anchors of a markdown file's headings (a repeated heading gets -1, -2 … as on GitHub). */
function anchorsOf(file: string): Set<string> {
  const known = anchorsByFile.get(file);
  if (known) return known;
  const anchors = new Set<string>();
  const source = readFileSync(join(ROOT, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of source.matchAll(/^#{1,6} (.+)$/gm)) {
    const base = anchorOf(heading!);
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  anchorsByFile.set(file, anchors);
  return anchors;
}

/** Why a citation of `target` (a repository path, maybe with `#anchor`) does not resolve, or null if it does. */
function problemOf(target: string): string | null {
  const [path = '', anchor] = target.split('#');
  if (!existsSync(join(ROOT, path))) return `${target}: no such file`;
  if (anchor !== undefined && path.endsWith('.md') && !anchorsOf(path).has(anchor)) return `${target}: no such heading`;
  return null;
}

// A markdown link to a file of the repository, relative to the linking file; a web address is not checked here.
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
// A path under docs/ named in prose or a comment, from the repository's root.
const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]+\.md(?:#[\p{L}\p{N}_-]+)?/gu;
// Laws are cited by paragraph too: "BITV 2.0 § 12", "§ 5 DDG", "BGG § 16".
const LAW_PARAGRAPH = /(BITV 2\.0|BGG|DSGVO|BDSG)\s+§ ?\d+|§ ?\d+\s+(DDG|TMG|BDSG|UWG)/g;
const SPEC_CITATION = /§ ?\d|DESIGN(\.md)? §|\.\.\/shared\/(spec|DESIGN|STACK-NOTES)|spec\scall\slist/g;
// The issue tracker is not in a clone either, and what an issue asked for is now described where it is true.
const ISSUE_CITATION = /\b[Ii]ssues? #?\d+/g;

interface Citation {
  file: string;
  line: number;
  text: string;
}

function lineAt(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

const files = citingFiles();

/** Every citation of a file under docs/ in the repository, with the target it names (from the root). */
function docCitations(): (Citation & { target: string })[] {
  return files.flatMap((file) => {
    const source = readFileSync(join(ROOT, file), 'utf8');
    const links = file.endsWith('.md')
      ? [...source.matchAll(MARKDOWN_LINK)]
          .filter((match) => !/^[a-z]+:|^#|^\/\//.test(match[1]!))
          .map((match) => ({
            index: match.index,
            text: match[1]!,
            target: relative(ROOT, resolve(ROOT, dirname(file), match[1]!))
              .split('\\')
              .join('/'),
          }))
      : [];
    const prose = [
      ...(file.endsWith('.md') ? source.replace(MARKDOWN_LINK, (link) => ' '.repeat(link.length)) : source).matchAll(DOCS_PATH),
    ].map((match) => ({ index: match.index, text: match[0], target: match[0] }));
    return [...links, ...prose].map(({ index, text, target }) => ({
      file,
      line: lineAt(source, index),
      text,
      target,
    }));
  });
}

/** Each match of `pattern` in the repository's text files, as `file:line match`; `mask` blanks what may match. */
function occurrences(pattern: RegExp, mask: (source: string) => string = (source) => source): string[] {
  return files.flatMap((file) => {
    const source = mask(readFileSync(join(ROOT, file), 'utf8'));
    return [...source.matchAll(pattern)].map((match) => `${file}:${lineAt(source, match.index)} ${match[0]}`);
  });
}

describe('citations', () => {
  it('name no part of a specification outside the repository', () => {
    expect(occurrences(SPEC_CITATION, (source) => source.replace(LAW_PARAGRAPH, (law) => '_'.repeat(law.length)))).toEqual([]);
  });

  it('name no issue of the tracker', () => {
    expect(occurrences(ISSUE_CITATION)).toEqual([]);
  });

  it('of docs/ resolve to an existing file and heading', () => {
    const citations = docCitations();
    expect(citations.length).toBeGreaterThan(100);
    const broken = citations.flatMap((citation) => {
      const problem = problemOf(citation.target);
      return problem ? [`${citation.file}:${citation.line} ${citation.text} (${problem})`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('find a heading by its GitHub anchor', () => {
    expect(anchorOf('Validation rules')).toBe('validation-rules');
    expect(anchorOf('States and transitions (case)')).toBe('states-and-transitions-case');
    expect(anchorOf('`GET /api/case` — the list')).toBe('get-apicase--the-list');
  });
});
