import { describe, expect, it } from 'vitest';
import { awaitsBooking, readInterviewInvitation } from './interview-invitation.ts';
import { findLatestPending, readOwnApplications, statusLabelKey } from './own-applications.ts';

// GET /api/v1/candidate as the API answers it (newest change first).
const reply = [
  {
    id: 302,
    step: 1,
    candidateStatus: 'PENDING',
    appliedAt: null,
    organization: { id: 1, name: 'Hartwell & Finch LLP', subdomain: 'hartwell', candidateId: 302 },
    role: { id: 2, name: 'Summer Vacation Scheme 2027', roleType: 'INTERNSHIP', deadline: 1800476468 },
  },
  {
    id: 301,
    step: 4,
    candidateStatus: 'ACTIVE',
    appliedAt: 1794255668,
    organization: { id: 1, name: 'Hartwell & Finch LLP', subdomain: 'hartwell', candidateId: 301 },
    role: { id: 1, name: 'Training Contract 2028' },
  },
];

describe('own applications', () => {
  it('labels statuses Submitted, Not Submitted or Unverified email (§3)', () => {
    expect(statusLabelKey('ACTIVE')).toBe('ACTIVE');
    expect(statusLabelKey('PASSPORT_ACTIVE')).toBe('ACTIVE');
    expect(statusLabelKey('PENDING')).toBe('PENDING');
    expect(statusLabelKey('PASSPORT')).toBe('PENDING');
    expect(statusLabelKey('NOT_VERIFIED')).toBe('NOT_VERIFIED');
  });

  it('resumes the latest application not yet submitted that still has a role', () => {
    const applications = readOwnApplications(reply);
    expect(findLatestPending(applications)?.role).toEqual({
      id: 2,
      name: 'Summer Vacation Scheme 2027',
      roleType: 'INTERNSHIP',
    });
    expect(findLatestPending(applications.slice(1))).toBeNull();
    expect(findLatestPending(readOwnApplications([{ ...reply[0], role: null }]))).toBeNull();
  });
});

describe('interview invitations', () => {
  const invited = {
    id: 1,
    type: 'SCHEDULER',
    codeStage: 'INVITED',
    scheduleName: 'Training contract first interviews',
    deadline: 1795910340,
    selectedTime: null,
  };

  it('waits for a booking until a time is chosen', () => {
    const invitation = readInterviewInvitation(invited);
    expect(invitation && awaitsBooking(invitation)).toBe(true);
    const booked = readInterviewInvitation({ ...invited, codeStage: 'SCHEDULED', selectedTime: 1795000000 });
    expect(booked && awaitsBooking(booked)).toBe(false);
  });

  it('links the booking page only when the reply names a path of this site', () => {
    expect(readInterviewInvitation(invited)?.bookingPath).toBeNull();
    expect(readInterviewInvitation({ ...invited, bookingPath: '/interview/abc' })?.bookingPath).toBe(
      '/interview/abc',
    );
    expect(readInterviewInvitation({ ...invited, bookingPath: '//evil.test/x' })?.bookingPath).toBeNull();
  });
});
