package app.monstory;

import android.content.Intent;
import android.net.Uri;
import com.getcapacitor.BridgeActivity;
import com.getcapacitor.PluginHandle;
import ee.forgr.capacitor.social.login.SocialLoginPlugin;

public class MainActivity extends BridgeActivity {

    /**
     * Sign in with Apple returns here: the server sends the browser tab back to
     * monstory://apple-sign-in with the result (apps/server/src/platform/auth/apple-android-return.ts),
     * which belongs to the social-login plugin's waiting sign-in, not to the page as a link.
     * Every other link goes on to the App plugin (appUrlOpen).
     */
    @Override
    protected void onNewIntent(Intent intent) {
        Uri data = intent.getData();
        if (
            Intent.ACTION_VIEW.equals(intent.getAction()) &&
            data != null &&
            "monstory".equals(data.getScheme()) &&
            "apple-sign-in".equals(data.getHost())
        ) {
            PluginHandle handle = getBridge().getPlugin("SocialLogin");
            if (handle != null && handle.getInstance() instanceof SocialLoginPlugin) {
                ((SocialLoginPlugin) handle.getInstance()).handleAppleLoginIntent(intent);
            }
            return;
        }
        super.onNewIntent(intent);
    }
}
