import type { UserType } from '@shortlist/domain/enums';

/** Password of every demo user (DESIGN.md). */
export const demoPassword = 'Shortlist#2026';

export const webClient = {
  clientId: 'shortlist-web',
  secret: 'shortlist-web-secret',
  name: 'Shortlist web apps',
};

export interface DemoUser {
  email: string;
  userType: UserType;
  firstName: string;
  lastName: string;
  organization: string | null;
  otpRequired?: boolean;
  mobile?: string;
}

export const demoUsers: readonly DemoUser[] = [
  {
    email: 'admin@shortlist.test',
    userType: 'ADMIN',
    firstName: 'Priya',
    lastName: 'Raman',
    organization: null,
  },
  {
    email: 'hm.admin@hartwell.test',
    userType: 'HIRING_MANAGER_ADMIN',
    firstName: 'Eleanor',
    lastName: 'Hartwell',
    organization: 'hartwell',
  },
  {
    email: 'hm@hartwell.test',
    userType: 'HIRING_MANAGER',
    firstName: 'James',
    lastName: 'Okafor',
    organization: 'hartwell',
  },
  {
    email: 'hm@northwind.test',
    userType: 'HIRING_MANAGER',
    firstName: 'Mei',
    lastName: 'Chen',
    organization: 'northwind',
  },
  {
    email: 'otp.manager@hartwell.test',
    userType: 'HIRING_MANAGER',
    firstName: 'Tom',
    lastName: 'Ashby',
    organization: 'hartwell',
    otpRequired: true,
  },
  {
    email: 'candidate@shortlist.test',
    userType: 'CANDIDATE',
    firstName: 'Amara',
    lastName: 'Nwosu',
    organization: null,
  },
];

/** The demo candidate's full profile (§3 Candidate profile). */
export const demoCandidateProfile = {
  universities: [
    {
      universityValue: 'university-of-manchester',
      universityName: 'University of Manchester',
      universityType: 'UNDERGRADUATE',
      universityStartYear: 2021,
      universityGraduationYear: 2024,
      degreeType: 'LLB',
      degreeClass: 'Upper second (2:1)',
    },
  ],
  schools: [
    {
      schoolValue: 'manchester-academy',
      schoolName: 'Manchester Academy',
      schoolType: 'State non-selective',
      // A*AA at a school averaging about C per entry: the schoolOutperformance flag shows.
      qualifications: [
        { qualificationType: 'A-level', subject: 'History', grade: 'A*' },
        { qualificationType: 'A-level', subject: 'English Literature', grade: 'A' },
        { qualificationType: 'A-level', subject: 'Sociology', grade: 'A' },
      ],
    },
  ],
  sixthFormSchoolCompletedYear: 2021,
  secondarySchoolCompletedYear: 2019,
  citizen: true,
  permitType: { id: 1, value: 'British or Irish citizen' },
  otherPermit: null,
  socialMobility: {
    firstGenerationUniversity: true,
    freeSchoolMeals: true,
    schoolType: 'State non-selective',
    parentalOccupation: 'L2',
    bursary: true,
    careExperience: false,
    refugeeOrAsylum: false,
  },
  diversity: { gender: 'woman', ethnicity: 'black-african' },
};
