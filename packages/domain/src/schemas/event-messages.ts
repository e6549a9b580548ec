// The events' validation messages, apart from their zod schemas so the apps' wording can import them without
// bringing zod into a first screen (zod probes eval, which the Content-Security-Policy reports).

export const eventEditingMessages = {
  endBeforeStart: 'The event must end after it starts.',
  nothingToUpdate: 'Change at least one field.',
  duplicateQuestion: 'Each question needs its own id.',
  checkInCode: 'Scan a check-in code or paste its link.',
  selfCheckInCode: 'Open the QR code in your confirmation email, or paste its check-in link or code.',
  notEventDay: 'Check-in opens on the day of the event.',
} as const;
