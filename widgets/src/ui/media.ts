/** Mobile-first breakpoints (min-width, px); the header switches to its slide-out panel below md. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1200 } as const;

export const mediaUp = (name: keyof typeof breakpoints) => `@media (min-width: ${breakpoints[name]}px)`;
export const mediaDown = (name: keyof typeof breakpoints) => `@media (max-width: ${breakpoints[name] - 0.02}px)`;
