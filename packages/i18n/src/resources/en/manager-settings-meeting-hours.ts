// Wording of the console's meeting hours (issue 34): when the organisation's and each manager's interviews may
// be booked; slots outside the organisation's are not offered. Only its lazy screen reads it, so it loads with
// that screen (useWording), not with the console's entry.

export const managerMeetingHours = {
  settings: {
    meetingHours: {
      title: 'Meeting hours',
      intro:
        'The hours interviews may be booked in, on your organisation’s clock ({{timeZone}}). When a schedule’s availability is cut into slots, slots outside your organisation’s meeting hours are not offered.',
      loadFailed: 'The meeting hours could not be loaded.',
      organisation: {
        heading: 'Your organisation’s meeting hours',
        none: 'None set: interviews may be booked at any time.',
        set: 'Set meeting hours',
        clear: 'Remove meeting hours',
        saved: 'Your organisation’s meeting hours are saved.',
        cleared: 'Your organisation’s meeting hours are removed: interviews may be booked at any time.',
        readOnly: 'Only your organisation’s manager admins change these hours.',
      },
      own: {
        heading: 'Your own meeting hours',
        none: 'None set: your organisation’s meeting hours apply to you.',
        set: 'Set your own hours',
        clear: 'Use your organisation’s hours',
        saved: 'Your meeting hours are saved.',
        cleared: 'Your own meeting hours are removed: your organisation’s apply to you.',
      },
      save: 'Save',
      saveFailed: 'The meeting hours were not saved.',
      days: {
        monday: 'Monday',
        tuesday: 'Tuesday',
        wednesday: 'Wednesday',
        thursday: 'Thursday',
        friday: 'Friday',
        saturday: 'Saturday',
        sunday: 'Sunday',
      },
      start: 'From',
      end: 'Until',
      noHours: 'No interviews on this day.',
      timeHint: 'HH:MM',
      add: 'Add hours on {{day}}',
      remove: 'Remove {{day}} {{start}} to {{end}}',
    },
  },
} as const;
