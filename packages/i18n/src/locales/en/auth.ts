import type { CatalogShape } from '../../catalog';
import type { auth as reference } from '../no/auth';

export const auth: CatalogShape<typeof reference> = {
  hero: {
    back: 'Back',
  },
  home: {
    title: 'Bedtime stories with monsters, made for your child',
    lead: 'Pick an age, a genre and what the story should be about, and Monstory writes a brand-new story – with pictures and narration if you like.',
    guestNote: 'Without an account you can make one story for free.',
  },
  methods: {
    heading: 'Log in',
    intro: 'Choose how you want to log in. If you are new, we make an account for you.',
    apple: 'Continue with Apple',
    google: 'Continue with Google',
    facebook: 'Continue with Facebook',
    email: 'Continue with email',
    or: 'or',
    guest: 'Try as a guest',
    guestStarting: 'Getting ready …',
  },
  signIn: {
    heading: 'Log in with email',
    submit: 'Log in',
    forgot: 'Forgot your password?',
    toRegister: 'New here? Create an account',
    otherMethods: 'Other ways to log in',
  },
  register: {
    heading: 'Create an account',
    intro: 'With an account your stories and monsters are kept safe on all your devices.',
    submit: 'Create account',
    toSignIn: 'Already have an account? Log in',
    rulesTitle: 'Your password must',
    ruleMin: 'have at least {{min}} characters',
    ruleMax: 'have at most {{max}} characters',
    ruleCommon: 'not be a common password, like “password123”',
    signInInstead: 'Log in with this address',
  },
  fields: {
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Repeat the password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  validation: {
    emailRequired: 'Enter your email address.',
    emailInvalid: 'Email must be valid. Check that it is spelt correctly.',
    passwordRequired: 'Enter your password.',
    passwordTooShort: 'Use at least {{min}} characters.',
    passwordTooLong: 'Use at most {{max}} characters.',
    passwordsDiffer: 'The passwords are not the same.',
  },
  errors: {
    'invalid-email': 'This email address is not valid. Check that it is spelt correctly.',
    'wrong-password':
      'The email or the password is not right. Try again, or choose a new password.',
    'user-not-found':
      'We cannot find an account with this email address. Would you like to create one?',
    'email-already-in-use':
      'There is already an account with this email address. Log in with it instead.',
    'weak-password': 'This password is too easy to guess. Choose a longer or less common one.',
    'popup-closed-by-user':
      'Signing in was stopped before it finished. Try again when you are ready.',
    'missing-access-token':
      'Sign-in succeeded but returned no access token. Try again, or choose another way to log in.',
    'email-not-verified': 'Please confirm your email address first. We have sent you a new link.',
    'too-many-requests': 'That was a lot of tries in a short time. Wait a minute and try again.',
    'invalid-token': 'This link has expired or was already used. Ask for a new one.',
    unknown: 'Something went wrong while signing in. Please try again in a moment.',
    unavailable: 'We cannot reach Monstory right now. Check your connection and try again.',
  },
  verify: {
    title: 'Check your email',
    sentTo: 'We sent a confirmation to {{email}}.',
    instructions:
      'Open the link in the email to confirm your address, and you are ready to go. Cannot find it? Have a look in the spam folder.',
    resend: 'Send the email again',
    resendIn: 'Send again in {{seconds}} s',
    resent: 'We sent a new email.',
    refresh: 'Done? Refresh',
    notYet:
      'The address is not confirmed yet. Did you open the link on another device? Then log in here with your email and password.',
    signIn: 'Log in',
    signOut: 'Log out',
  },
  forgot: {
    heading: 'Forgot your password?',
    intro: 'Enter your email address and we will send you a link to choose a new password.',
    submit: 'Send the link',
    sent: 'If there is an account for {{email}}, a link is on its way there now. It works for one hour.',
    back: 'Back to log in',
  },
  reset: {
    heading: 'Choose a new password',
    intro: 'Pick a new password for your account.',
    submit: 'Save the new password',
    done: 'Your password has been changed. You can now log in with the new one.',
    toSignIn: 'Log in',
    missingToken: 'This link is incomplete. Ask for a new link from the log-in page.',
    requestNew: 'Ask for a new link',
  },
  redirect: {
    status: 'Logging you in …',
    timeout: 'Taking longer than expected. There might be a connection issue',
    refresh: 'Refresh the page',
  },
  deleted: {
    title: 'Your account has been deleted',
    text: 'Changed your mind? Log in again within {{days}} days and everything will be back as it was.',
    until: 'After {{date}} everything is deleted for good.',
  },
};
