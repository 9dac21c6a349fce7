import { array, boolean, number, object, string, type ObjectSchema } from 'yup';
import {
  DELIVERY_STATES,
  NOTICE_STATUSES,
  LANGUAGES,
  NOTICE_CHANNELS,
  STOP_LINK_STATES,
  type NoticeCounts,
  type JurorNoticeDetail,
  type JurorNoticeList,
  type JurorNoticeRecipient,
  type JurorNoticeSummary,
  type JurorRegistration,
  type JurorRegistrationList,
  type JurorServeDateCount,
  type JurorServeDateList,
  type JurorStopStatus,
  type UpcomingServeDate,
} from '@court/contract';

const serveDateCountSchema: ObjectSchema<JurorServeDateCount> = object({
  serveDate: string().defined(),
  registrations: number().defined(),
  stopped: number().defined(),
}).defined();

export const jurorServeDatesSchema: ObjectSchema<JurorServeDateList> = object({
  today: string().defined(),
  serveDates: array(serveDateCountSchema).defined(),
}).defined();

const registrationSchema: ObjectSchema<JurorRegistration> = object({
  id: number().defined(),
  jurorNumber: string().defined(),
  lastName: string().defined(),
  cellphone: string().nullable().defined(),
  carrier: string().nullable().defined(),
  email: string().nullable().defined(),
  language: string().defined(),
  createdAt: string().defined(),
  updatedAt: string().defined(),
  stoppedAt: string().nullable().defined(),
}).defined();

export const jurorRegistrationsSchema: ObjectSchema<JurorRegistrationList> = object({
  serveDate: string().defined(),
  registrations: array(registrationSchema).defined(),
}).defined();

export const noticeCountsSchema: ObjectSchema<NoticeCounts> = object({
  recipients: number().defined(),
  queued: number().defined(),
  sent: number().defined(),
  failed: number().defined(),
  unreachable: number().defined(),
}).defined();

export const jurorNoticeSummarySchema: ObjectSchema<JurorNoticeSummary> = object({
  id: number().defined(),
  serveDate: string().defined(),
  message: string().defined(),
  sendAt: string().defined(),
  status: string().oneOf(NOTICE_STATUSES).defined(),
  createdBy: string().defined(),
  createdAt: string().defined(),
  sentAt: string().nullable().defined(),
  counts: noticeCountsSchema,
}).defined();

const noticeRecipientSchema: ObjectSchema<JurorNoticeRecipient> = object({
  jurorNumber: string().defined(),
  lastName: string().defined(),
  channel: string().oneOf(NOTICE_CHANNELS).defined(),
  destination: string().defined(),
  state: string().oneOf(DELIVERY_STATES).defined(),
  reason: string().nullable().defined(),
  attempts: number().defined(),
  parts: number().defined(),
}).defined();

export const jurorNoticeDetailSchema: ObjectSchema<JurorNoticeDetail> =
  jurorNoticeSummarySchema.shape({ recipients: array(noticeRecipientSchema).defined() });

const upcomingServeDateSchema: ObjectSchema<UpcomingServeDate> = object({
  serveDate: string().defined(),
  registrations: number().defined(),
}).defined();

export const jurorNoticesSchema: ObjectSchema<JurorNoticeList> = object({
  notices: array(jurorNoticeSummarySchema).defined(),
  upcoming: array(upcomingServeDateSchema).defined(),
  textsEnabled: boolean().defined(),
  sampleStopLink: string().defined(),
}).defined();

export const jurorStopStatusSchema: ObjectSchema<JurorStopStatus> = object({
  state: string().oneOf(STOP_LINK_STATES).defined(),
  language: string().oneOf(LANGUAGES).defined(),
  serveDate: string().nullable().defined(),
}).defined();
