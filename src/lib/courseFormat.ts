/** A certificate or enrollment date in words, the same on the server and in every browser (UTC): "23 November 2026". */
export const formatCourseDate = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))
