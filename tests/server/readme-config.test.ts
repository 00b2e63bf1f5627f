// The README's table of the reference backend's environment variables is the operator's only
// reference: every variable the server reads is in it exactly once, and it lists nothing else.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function serverSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

const readVariables = new Set(
  serverSources('server').flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!),
  ),
);

function documentedVariables(): string[] {
  const readme = fs.readFileSync('README.md', 'utf8');
  const start = readme.indexOf('### Reference backend (environment variables)');
  const table = readme.slice(start).split('\n\n')[1] ?? '';
  return table
    .split('\n')
    .slice(2)
    .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)])
    .map((m) => m[1]!);
}

describe('README: the reference backend environment variables', () => {
  const documented = documentedVariables();

  it('finds the table and the variables the server reads', () => {
    expect(documented.length).toBeGreaterThan(10);
    expect(readVariables.has('TELEGRAM_BOT_TOKEN')).toBe(true);
  });

  it('lists each variable once', () => {
    const repeated = documented.filter((name, i) => documented.indexOf(name) !== i);
    expect(repeated).toEqual([]);
  });

  it('lists every variable the server reads, and only those', () => {
    expect([...readVariables].filter((name) => !documented.includes(name)).sort()).toEqual([]);
    expect(documented.filter((name) => !readVariables.has(name)).sort()).toEqual([]);
  });
});
