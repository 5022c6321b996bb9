export const searchKeys = {
  all: ['search'] as const,
  results: (query: string, types: readonly string[]) => [...searchKeys.all, query, [...types].sort().join(',')] as const,
};
