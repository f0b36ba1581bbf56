export const dashboardPaths = {
  root: '/dashboard',
} as const;
