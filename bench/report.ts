import fs from 'node:fs';

/** Replaces (or appends) the `## title` section of a Markdown file, leaving other sections alone. */
export function replaceSection(file: string, title: string, body: string): void {
  const heading = `## ${title}`;
  const current = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Benchmarks\n\nProduced by `npx -y pnpm@10 bench`; numbers, not pass/fail tests.\n';
  const start = current.indexOf(heading);
  const section = `${heading}\n\n${body.trim()}\n`;
  if (start === -1) {
    fs.writeFileSync(file, `${current.trimEnd()}\n\n${section}`);
    return;
  }
  const next = current.indexOf('\n## ', start + heading.length);
  const end = next === -1 ? current.length : next + 1;
  fs.writeFileSync(file, `${current.slice(0, start)}${section}${next === -1 ? '' : '\n'}${current.slice(end)}`);
}
