/** The fake server's answer when the safety gate refuses a request to create, in its words. */
export const unsafeRequestAnswer = (message: string, category: string, care: boolean) => ({
  status: 400,
  body: { error: { code: 'UNSAFE_REQUEST', message, details: { category, care } } },
});
