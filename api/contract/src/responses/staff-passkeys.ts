import { array, boolean, number, object, string, type ObjectSchema } from 'yup';
import type {
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  PasskeysChanged,
  StaffPasskey,
  StaffPasskeyList,
} from '@court/contract';
import { staffUserSchema } from './staff';

// The WebAuthn options are checked for what the browser's dialog cannot do without; members the
// court does not type (extensions, hints) pass through to the dialog as the API sent them.

const USER_VERIFICATION = ['discouraged', 'preferred', 'required'] as const;

const credentialDescriptorSchema = object({
  id: string().defined(),
  type: string().defined(),
  transports: array(string().defined()).optional(),
}).defined();

export const passkeyCreationOptionsSchema: ObjectSchema<PasskeyCreationOptions> = object({
  rp: object({ id: string().optional(), name: string().defined() }).defined(),
  user: object({
    id: string().defined(),
    name: string().defined(),
    displayName: string().defined(),
  }).defined(),
  challenge: string().min(1).defined(),
  pubKeyCredParams: array(
    object({
      alg: number().integer().defined(),
      type: string()
        .oneOf(['public-key'] as const)
        .defined(),
    }).defined(),
  )
    .min(1)
    .defined(),
  timeout: number().optional(),
  excludeCredentials: array(credentialDescriptorSchema).optional(),
  authenticatorSelection: object({
    authenticatorAttachment: string()
      .oneOf(['platform', 'cross-platform'] as const)
      .optional(),
    requireResidentKey: boolean().optional(),
    residentKey: string()
      .oneOf(['discouraged', 'preferred', 'required'] as const)
      .optional(),
    userVerification: string().oneOf(USER_VERIFICATION).optional(),
  })
    .optional()
    .default(undefined),
  attestation: string()
    .oneOf(['direct', 'enterprise', 'indirect', 'none'] as const)
    .optional(),
}).defined();

export const passkeyRequestOptionsSchema: ObjectSchema<PasskeyRequestOptions> = object({
  challenge: string().min(1).defined(),
  timeout: number().optional(),
  rpId: string().optional(),
  allowCredentials: array(credentialDescriptorSchema).optional(),
  userVerification: string().oneOf(USER_VERIFICATION).optional(),
}).defined();

const staffPasskeySchema: ObjectSchema<StaffPasskey> = object({
  id: number().integer().defined(),
  name: string().defined(),
  createdAt: string().defined(),
  lastUsedAt: string().nullable().defined(),
  backedUp: boolean().defined(),
}).defined();

export const staffPasskeysSchema: ObjectSchema<StaffPasskeyList> = object({
  passkeys: array(staffPasskeySchema).defined(),
}).defined();

export const passkeysChangedSchema: ObjectSchema<PasskeysChanged> = object({
  user: staffUserSchema,
  passkeys: array(staffPasskeySchema).defined(),
}).defined();
