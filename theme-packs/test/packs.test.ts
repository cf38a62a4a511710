import { describe, expect, it } from 'vitest';
import {
  defaultPack,
  flagship,
  getThemePack,
  laughFactoryBlue,
  midnight,
  themePackIds,
  themePacks,
  validateTheme,
  velvetRoom,
} from '../src/index';

describe('theme packs', () => {
  it.each(Object.entries(themePacks))('%s passes validation, contrast included', (id, pack) => {
    expect(validateTheme(pack)).toEqual({ ok: true, theme: pack });
    expect(pack.id).toBe(id);
  });

  it('registers the four packs', () => {
    expect(themePackIds).toEqual(['flagship', 'midnight', 'laugh-factory-blue', 'velvet-room']);
    expect(themePacks['midnight']).toBe(midnight);
    expect(themePacks['laugh-factory-blue']).toBe(laughFactoryBlue);
    expect(themePacks['velvet-room']).toBe(velvetRoom);
  });

  it('has a dark midnight pack and the demo agency logo text', () => {
    expect(midnight.mode).toBe('dark');
    expect(laughFactoryBlue.logo.text).toBe('Laugh Lines Agency');
  });

  it("freezes packs so one tenant cannot change another tenant's theme", () => {
    expect(() => {
      (flagship.colors as { primary: string }).primary = '#000000';
    }).toThrow(TypeError);
  });
});

describe('getThemePack', () => {
  it('returns the pack with that id', () => {
    expect(getThemePack('velvet-room')).toBe(velvetRoom);
  });

  it.each([null, undefined, '', 'no-such-pack', 'constructor', '__proto__', 'toString'])(
    'falls back to the default pack for %j',
    (id) => {
      expect(getThemePack(id)).toBe(defaultPack);
    },
  );
});
