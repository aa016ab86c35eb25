// SLOT: the site contact form (lead capture) goes here. Until that work lands the contact block
// shows the agency's details only, and this renders nothing.
export function ContactFormSlot(_props: { headingLevel: 2 | 3 | 4 }) {
  return null;
}
