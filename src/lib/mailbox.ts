/**
 * The mailbox an address delivers to, for counting mails per inbox: "Ada.Lovelace+news@GMail.com",
 * "adalovelace@googlemail.com" and "ada.lovelace@gmail.com" are one inbox, so a stranger cannot
 * multiply the mails one person gets by writing her address in different ways.
 *
 * Lower-case; a `+tag` dropped from the local part (Gmail, Outlook, Fastmail and most others
 * deliver a+tag to a); for Gmail-style domains dots in the local part ignored and googlemail.com
 * read as gmail.com. Only for rate-limit keys: mail still goes to the address as written.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

export const normaliseMailbox = (email: string): string => {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at <= 0) return address
  let local = address.slice(0, at)
  let domain = address.slice(at + 1).replace(/\.+$/, '')
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '')
    domain = 'gmail.com'
  }
  return `${local}@${domain}`
}

/** The rate-limit key of the mailbox behind `email`. */
export const mailboxKey = (email: string): string => `mailbox:${normaliseMailbox(email)}`
