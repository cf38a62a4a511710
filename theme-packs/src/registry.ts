import { defaultPack } from './defaultPack';
import { flagship } from './packs/flagship';
import { laughFactoryBlue } from './packs/laugh-factory-blue';
import { midnight } from './packs/midnight';
import { velvetRoom } from './packs/velvet-room';
import type { ThemeTokens } from './tokens';

/** Packs are shared by every tenant in a process, so they are frozen; use applyOverrides for changes. */
function deepFreeze<T extends object>(value: T): T {
  Object.values(value).forEach((child) => child && typeof child === 'object' && deepFreeze(child));
  return Object.freeze(value);
}

const allPacks = [flagship, midnight, laughFactoryBlue, velvetRoom].map(deepFreeze);

export const themePacks: Record<string, ThemeTokens> = Object.fromEntries(allPacks.map((pack) => [pack.id, pack]));
export const themePackIds = allPacks.map((pack) => pack.id);
export { defaultPack };

export function getThemePack(id: string | null | undefined): ThemeTokens {
  return (id && Object.hasOwn(themePacks, id) && themePacks[id]) || defaultPack;
}
