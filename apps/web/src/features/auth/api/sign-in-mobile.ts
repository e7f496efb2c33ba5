import { useQuery } from '@tanstack/react-query';
import { anyBody, apiRequest, apiSend } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const mobileKey = ['auth', 'sign-in-mobile'] as const;

/** The verified mobile the user also signs in with, from Better Auth's session answer. */
const SessionMobile = {
  parse: (value: unknown): string | null => {
    const user = (typeof value === 'object' && value !== null ? value : {}) as { user?: unknown };
    const phone =
      typeof user.user === 'object' && user.user !== null
        ? (user.user as { phoneNumber?: unknown; phoneNumberVerified?: unknown })
        : {};
    return typeof phone.phoneNumber === 'string' && phone.phoneNumberVerified === true
      ? phone.phoneNumber
      : null;
  },
};

export function useSignInMobile() {
  return useQuery({
    queryKey: mobileKey,
    queryFn: ({ signal }) => apiRequest('/api/auth/get-session', SessionMobile, { signal }),
  });
}

/** Texts a 6-digit code to `phoneNumber` (E.164), to add it to the signed-in account. */
export function sendMobileCode(phoneNumber: string) {
  return apiSend('/api/auth/phone-number/send-otp', { phoneNumber }, anyBody);
}

/** Adds the mobile once its code is right (400 INVALID_CODE, PHONE_TAKEN). */
export async function verifyMobile(phoneNumber: string, code: string) {
  await apiSend('/api/auth/phone-number/verify', { phoneNumber, code, updatePhoneNumber: true }, anyBody);
  await queryClient.invalidateQueries({ queryKey: mobileKey });
}

/** Stops signing in with the mobile. */
export async function removeMobile() {
  await apiSend('/api/auth/update-user', { phoneNumber: null }, anyBody);
  await queryClient.invalidateQueries({ queryKey: mobileKey });
}
