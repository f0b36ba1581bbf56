/** The support tab "QR-Codes" (route relative to /support) and its URL. */
export const qrcodesPaths = {
  supportRoute: 'qrcodes',
  support: '/support/qrcodes',
} as const;
