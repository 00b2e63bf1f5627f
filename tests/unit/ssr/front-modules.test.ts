// The server links the styles of the front a home page draws by the front's source file
// (src/entry-server.tsx FRONT_MODULES): each must be the file the home screen loads for that front.
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { FRONT_MODULES } from '../../../src/entry-server.tsx';

it.each(Object.entries(FRONT_MODULES))(
  "the %s front's file is the one the home screen loads",
  (front, file) => {
    expect(fs.existsSync(file)).toBe(true);
    const home = fs.readFileSync('src/ui/screens/home-screen.tsx', 'utf8');
    const loaded = new RegExp(
      `${front}: lazyScreen\\(\\(\\) => import\\('\\.\\./fronts/${file.split('/').pop()!.replace('.', '\\.')}'\\)`,
    );
    expect(home).toMatch(loaded);
  },
);
