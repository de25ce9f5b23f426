package jp.jimoto.app;

import android.os.Bundle;
import androidx.activity.EdgeToEdge;
import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {

    @Override
    public void onCreate(Bundle savedInstanceState) {
        // Draw under the system bars on every Android version, as Android 15+ does anyway for an
        // app targeting SDK 35+: one layout everywhere, padded by the page's safe-area insets.
        EdgeToEdge.enable(this);
        super.onCreate(savedInstanceState);
    }
}
