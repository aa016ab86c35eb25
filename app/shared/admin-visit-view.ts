// What the back office's visit pages show of a slot: its times already written out in Brussels time
// and the staff member's language on the server, so the browser renders the same text.

export interface SlotBookerView {
  leadId: number;
  name: string;
}

export interface SlotView {
  id: number;
  /** "dinsdag 1 december" */
  day: string;
  /** "10:00 – 10:30" */
  time: string;
  propertyId: number;
  property: string;
  /** "Halle · REF-512": what a compact row has room for. */
  propertyShort: string;
  booked: number;
  capacity: number;
  bookers: SlotBookerView[];
}

export interface WeekDayView {
  /** "YYYY-MM-DD" */
  date: string;
  label: string;
  isToday: boolean;
  slots: SlotView[];
}
