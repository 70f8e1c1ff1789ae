// §2 chat: the support chat is open on the partner's days and hours, in the
// partner's time zone (whatever the server's own zone).
export interface ChatHours {
  timeZone: string;
  /** ISO days of the week, 1 = Monday … 7 = Sunday. */
  openDays: readonly number[];
  /** 'HH:MM', 24-hour. */
  opensAt: string;
  closesAt: string;
}

const isoWeekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

// One formatter per zone, built once: building an Intl.DateTimeFormat (its ICU
// zone and pattern data) cost more than the rest of a chat availability call.
const weekdayClocks = new Map<string, Intl.DateTimeFormat>();
function weekdayClockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = weekdayClocks.get(timeZone);
  if (clock === undefined) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    // Zones come from the partners' configuration, a handful; the bound keeps a bad row from growing it.
    if (weekdayClocks.size < 100) weekdayClocks.set(timeZone, clock);
  }
  return clock;
}

/** The weekday and minute of the day at `instant` in `timeZone`. */
export function localTimeOf(instant: Date, timeZone: string): { isoWeekday: number; minuteOfDay: number } {
  const parts = weekdayClockOf(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { isoWeekday: isoWeekdays[part('weekday')] ?? 0, minuteOfDay: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Open from `opensAt` (inclusive) to `closesAt` (exclusive) on the open days. */
export function isWithinChatHours(instant: Date, hours: ChatHours): boolean {
  const { isoWeekday, minuteOfDay } = localTimeOf(instant, hours.timeZone);
  return hours.openDays.includes(isoWeekday) && minuteOfDay >= minutesOf(hours.opensAt) && minuteOfDay < minutesOf(hours.closesAt);
}
