/** Every URL of the admin and support accounts (spec § 2: /admin/benutzerverwaltung). */
export const adminBenutzerPaths = {
  root: '/admin/benutzerverwaltung',
  neuRoute: 'neu',
  editRoute: ':id',
  neu: '/admin/benutzerverwaltung/neu',
  edit: (id: number | string) => `/admin/benutzerverwaltung/${encodeURIComponent(String(id))}`,
  /** The simple-rest resource (GET/DELETE /api/v1/benutzer/admins). */
  resource: 'benutzer/admins',
} as const;
