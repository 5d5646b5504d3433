import {
  activityAbilitiesSchema,
  bookAbilitiesSchema,
  linkAbilitiesSchema,
  manualAbilitiesSchema,
  pickupAbilitiesSchema,
  sessionAbilitiesSchema,
  shiftAbilitiesSchema,
  spellingCategoryAbilitiesSchema,
  studentAbilitiesSchema,
  selfAbilitiesSchema,
  userAbilitiesSchema,
} from '@school-ops/shared';
import { SESSION_STUDENT_FIELDS, STUDENT_FIELD_NAMES, studentFieldSchema } from '@school-ops/shared';
import { z } from 'zod';
import {
  LANGUAGES,
  readingHistorySchema,
  readingOverviewSchema,
  readingSessionSchema,
  sessionSummarySchema,
} from '@school-ops/shared';

/**
 * The records the API answers with, as the presenters make them (the DTO types in
 * packages/shared). Named, so the document lists each once under components. In tests every
 * response is checked against these (openapi/serializer.ts); nested parts that vary by form
 * are left open.
 * `can` is what the signed-in person may do with the record, decided by its policy (decision 0024).
 */
const uuid = z.uuid();
const text = z.string().nullable();
const num = z.number().nullable();
const person = z.object({ id: uuid, name: z.string(), nickname: text });
const date = z.string().describe('YYYY-MM-DD, school-local');
const open = (description: string) => z.unknown().describe(description);

export const User = z
  .object({
    id: uuid,
    username: z.string(),
    smsId: z.number().int(),
    name: z.string(),
    nickname: text,
    role: num.describe('teaching role 0–3, or none'),
    authority: z.number().int().describe('0 admin … 3 user; lower is stronger'),
    shouldSetCredentials: z.boolean(),
    maxHours: num,
    readingLevel: z.string(),
    trainingLevel: z.number(),
    mainShift: z.array(open('a weekday of the main shift')).nullable(),
    language: z.enum(LANGUAGES).describe('the language the person reads the app in'),
    can: userAbilitiesSchema.optional().describe('on the accounts /api/users sends: what the manager may do'),
    abilities: selfAbilitiesSchema
      .optional()
      .describe("on one's own account (sign-in, /api/auth/me): what one may do on screens"),
  })
  .meta({ id: 'User', description: 'A staff member: never a password or PIN hash.' });

export const Credentials = z.object({ username: z.string(), password: z.string(), pin: z.string() }).meta({
  id: 'Credentials',
  description: 'Generated once and shown once: the person must change them at first sign-in.',
});

export const Student = z
  .object({
    id: uuid,
    // The student's own fields (STUDENT_FIELDS).
    ...Object.fromEntries(STUDENT_FIELD_NAMES.map((name) => [name, studentFieldSchema(name)])),
    photo: text.describe('storage key'),
    signedUrlPhoto: text,
    notesUrl: text,
    reading: open('stage, timesRead, abc, spellingCategory, book, nonSystemBook'),
    can: studentAbilitiesSchema,
  })
  .meta({ id: 'Student' });

export const Book = z
  .object({
    id: uuid,
    name: z.string(),
    level: z.number(),
    order: z.number(),
    part: num,
    wordCount: z.number(),
    keyWords: z.array(z.object({ word: z.string(), page: z.number(), hint: text })),
    questions: z.array(z.object({ question: z.string(), page: z.number(), hint: text })),
    coverImage: text.describe('storage key'),
    signedUrlCoverImage: text,
    can: bookAbilitiesSchema,
  })
  .meta({ id: 'Book' });

export const SpellingCategory = z
  .object({
    id: uuid,
    category: z.string(),
    level: z.number(),
    order: z.number(),
    words: z.array(z.object({ word: z.string(), phonics: z.array(z.string()), image: text, imageUrl: text })),
    can: spellingCategoryAbilitiesSchema,
  })
  .meta({ id: 'SpellingCategory' });

export const Link = z
  .object({
    id: uuid,
    title: z.string(),
    url: z.string(),
    role: z.number(),
    clickCount: z.number(),
    can: linkAbilitiesSchema,
  })
  .meta({ id: 'Link' });

export const Manual = z
  .object({
    id: uuid,
    locationName: z.string(),
    url: z.string(),
    pickupCategory: z.string(),
    can: manualAbilitiesSchema,
  })
  .meta({ id: 'Manual' });

export const Shift = z
  .object({
    id: uuid,
    userId: uuid,
    user: person.nullable(),
    date,
    status: z.number().describe('0 submitted, 1 assigned, 2 confirmed, -1 canceled'),
    schoolName: text,
    startTime: text,
    endTime: text,
    availableFrom: text,
    availableUntil: text,
    can: shiftAbilitiesSchema.describe('withdraw: the own availability, while submission is open and the date free'),
  })
  .meta({ id: 'Shift' });

export const Session = z
  .object({
    id: uuid,
    date,
    schoolName: z.string(),
    className: z.string(),
    category: z.string(),
    status: z.string().describe('new, in progress, modifying, completed or canceled'),
    student: open(['id', ...SESSION_STUDENT_FIELDS, 'readingStage'].join(', ')),
    teacherId: uuid.nullable(),
    teacher: person.nullable(),
    modifyingTeacherId: uuid.nullable(),
    modifyingTeacher: person.nullable(),
    arrived: z.boolean(),
    attendanceException: text,
    performance: open('the submitted form, by kind').nullable(),
    reading: open('the reading setting the session was run with').nullable(),
    confirmed: z.boolean(),
    cancellationReason: text,
    visible: z.boolean(),
    sessionCount: z.number(),
    completedAt: text,
    available: z.boolean(),
    statusText: text,
    can: sessionAbilitiesSchema,
  })
  .meta({ id: 'Session' });

export const Activity = z
  .object({
    id: uuid,
    title: z.string(),
    description: z.string(),
    confirmed: z.boolean(),
    photos: z.array(z.string()).describe('storage keys'),
    signedUrlPhotos: z.array(z.string()),
    className: z.string(),
    category: z.string(),
    schoolName: z.string(),
    date,
    can: activityAbilitiesSchema,
  })
  .meta({ id: 'Activity' });

const pickupStaff = z.object({
  shiftId: uuid,
  userId: uuid,
  name: z.string(),
  nickname: text,
  startTime: text,
  endTime: text,
});

export const Pickup = z
  .object({
    id: uuid,
    date,
    schoolName: z.string(),
    location: z.string(),
    category: z.string(),
    timeToLeave: text,
    timeToPickup: text,
    timeToReturn: text,
    outwardMethod: text,
    returnMethod: text,
    status: z.number().describe('0 unconfirmed … 5 done'),
    lastUpdate: z.string(),
    comments: text,
    shifts: z.array(pickupStaff),
    students: z.array(open('id, name, grade, photo, signedUrlPhoto')),
    manualUrl: text,
    can: pickupAbilitiesSchema,
  })
  .meta({ id: 'Pickup' });

export const PickupStaff = pickupStaff.meta({ id: 'PickupStaff' });

export const SignedUrl = z
  .object({ filename: z.string(), url: z.string(), expiresAt: z.string() })
  .meta({ id: 'SignedUrl', description: 'A URL that reads the file until expiresAt.' });

/** A child's reading journey (issue 21): the shared schemas are the records. */
export const ReadingSession = readingSessionSchema.meta({
  id: 'ReadingSession',
  description: "A completed reading session in a child's history: who, when, at what stage, what was missed.",
});
export const SessionSummary = sessionSummarySchema.meta({
  id: 'SessionSummary',
  description: 'What the teacher running a reading session sees of its student: practise next, the last three results.',
});
export const ReadingHistory = readingHistorySchema.meta({
  id: 'ReadingHistory',
  description: "A student's reading sessions over a period with the counts their charts show.",
});
export const ReadingOverview = readingOverviewSchema.meta({
  id: 'ReadingOverview',
  description: 'Every reading student of a school in a month, with their stage, sessions and flags.',
});
