import { array, boolean, mixed, number, object, string, type ObjectSchema } from 'yup';
import {
  DELIVERY_STATES,
  NOTICE_STATUSES,
  LANGUAGES,
  NOTICE_CHANNELS,
  STOP_LINK_STATES,
  type CourtDateReminderOptions,
  type CourtDateReminderSignupAccepted,
  type HearingDayNoticeDetail,
  type HearingDayNoticeList,
  type HearingDayNoticeRecipient,
  type HearingDayNoticeSummary,
  type HearingDayWithSignups,
  type ReminderChannelState,
  type ReminderHearing,
  type ReminderSignupState,
  type ReminderStopStatus,
} from '@court/contract';
import { noticeCountsSchema } from './jury';

/** GET court-dates/options. */
export const courtDateReminderOptionsSchema: ObjectSchema<CourtDateReminderOptions> = object({
  texts: string()
    .oneOf(['off', 'carrier', 'direct'] as const)
    .defined(),
}).defined();

const reminderHearingSchema: ObjectSchema<ReminderHearing> = object({
  date: string().defined(),
  time: string().defined(),
  courtroom: string().defined(),
  hearingType: string().defined(),
}).defined();

const reminderChannelSchema: ObjectSchema<ReminderChannelState> = object({
  channel: string().oneOf(NOTICE_CHANNELS).defined(),
  destination: string().defined(),
  confirmed: boolean().defined(),
}).defined();

/** POST court-dates/signups/confirm and /resend. */
export const reminderSignupStateSchema: ObjectSchema<ReminderSignupState> = object({
  caseNumber: string().defined(),
  channels: array(reminderChannelSchema).defined(),
  nextHearing: reminderHearingSchema.nullable().defined().default(null),
  codesExpireAt: string().defined(),
}).defined();

/** POST court-dates/signups, accepted. */
export const reminderSignupAcceptedSchema: ObjectSchema<CourtDateReminderSignupAccepted> =
  reminderSignupStateSchema.shape({
    success: mixed<true>().oneOf([true]).defined(),
    reference: string().defined(),
    signupToken: string().defined(),
  });

/** GET and POST court-dates/unsubscribe?token=. */
export const reminderStopStatusSchema: ObjectSchema<ReminderStopStatus> = object({
  state: string().oneOf(STOP_LINK_STATES).defined(),
  language: string().oneOf(LANGUAGES).defined(),
  channel: string().oneOf(NOTICE_CHANNELS).defined(),
  caseNumber: string().nullable().defined(),
}).defined();

export const hearingDayNoticeSummarySchema: ObjectSchema<HearingDayNoticeSummary> = object({
  id: number().defined(),
  hearingDate: string().defined(),
  message: string().defined(),
  emergency: boolean().defined(),
  sendAt: string().defined(),
  status: string().oneOf(NOTICE_STATUSES).defined(),
  createdBy: string().defined(),
  createdAt: string().defined(),
  sentAt: string().nullable().defined(),
  counts: noticeCountsSchema,
}).defined();

const dayNoticeRecipientSchema: ObjectSchema<HearingDayNoticeRecipient> = object({
  caseNumber: string().defined(),
  lastName: string().defined(),
  channel: string().oneOf(NOTICE_CHANNELS).defined(),
  destination: string().defined(),
  state: string().oneOf(DELIVERY_STATES).defined(),
  reason: string().nullable().defined(),
  attempts: number().defined(),
  parts: number().defined(),
}).defined();

/** GET staff/hearings/day-notices/:id. */
export const hearingDayNoticeDetailSchema: ObjectSchema<HearingDayNoticeDetail> =
  hearingDayNoticeSummarySchema.shape({ recipients: array(dayNoticeRecipientSchema).defined() });

const hearingDaySchema: ObjectSchema<HearingDayWithSignups> = object({
  hearingDate: string().defined(),
  signups: number().defined(),
}).defined();

/** GET staff/hearings/day-notices. */
export const hearingDayNoticeListSchema: ObjectSchema<HearingDayNoticeList> = object({
  notices: array(hearingDayNoticeSummarySchema).defined(),
  upcoming: array(hearingDaySchema).defined(),
  textsEnabled: boolean().defined(),
  sampleStopLink: string().defined(),
}).defined();
