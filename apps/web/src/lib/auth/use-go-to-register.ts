import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../navigation/app-paths';
import { markConversionTriggered } from './guest-records';

/**
 * Takes a guest to Login to register (docs/product.md#guests): with the conversion flag set, the
 * guard lets the guest stay on Login instead of sending them back.
 */
export function useGoToRegister(): () => void {
  const navigate = useNavigate();
  return () => {
    markConversionTriggered();
    void navigate(LOGIN_PATH);
  };
}
