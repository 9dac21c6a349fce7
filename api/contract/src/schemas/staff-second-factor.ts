import { object } from 'yup';
import { SECOND_FACTOR_FIELDS } from '@court/contract';
import { textOrBlank } from './text';

/**
 * A code typed for a second factor, trimmed; anything but text is read as blank, which fails
 * with `requiredCode`. Whether it is an app's code or a recovery code, and right, the API says.
 */
function secondFactorCode(requiredCode: string) {
  return textOrBlank().required(requiredCode);
}

/** POST staff/session/factor and staff/session/step-up: a code from the app, or a recovery code. */
export const secondFactorRequestSchema = object({
  [SECOND_FACTOR_FIELDS.code]: secondFactorCode('staff.secondFactor.code.required'),
});

/** POST staff/second-factor/totp/confirm: a code from the app being set up. */
export const totpConfirmationRequestSchema = object({
  [SECOND_FACTOR_FIELDS.code]: secondFactorCode('staff.secondFactor.appCode.required'),
});
