// `node scripts/i18n-add.mjs keys.json`: merges new interface strings into every language file.
// keys.json is { "<lang>": { nested keys… }, … } with all 18 languages; existing keys are
// overwritten by the file's values, others are kept. Each language file is read, merged and written
// in one synchronous step, so several people adding keys at once do not lose each other's work.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve('src/i18n/locales');
const additions = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (!target[key] || typeof target[key] !== 'object') target[key] = {};
      merge(target[key], value);
    } else target[key] = value;
  }
}

const languages = fs.readdirSync(dir).map((f) => f.replace(/\.json$/, ''));
const missing = languages.filter((l) => !additions[l]);
if (missing.length) {
  console.error(`missing languages: ${missing.join(', ')}`);
  process.exit(1);
}
for (const lang of languages) {
  const file = path.join(dir, `${lang}.json`);
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  merge(data, additions[lang]);
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
console.log(`merged into ${languages.length} language files`);
