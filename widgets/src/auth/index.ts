export { SignInPanel, type SignInPanelProps } from './SignInPanel';
export { signInErrors, signUpErrors, type AuthFields, type AuthForm } from './authRules';
