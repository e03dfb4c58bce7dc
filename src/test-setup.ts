export {};
// Shared by node and jsdom tests: Mantine needs matchMedia and ResizeObserver, which jsdom lacks.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
