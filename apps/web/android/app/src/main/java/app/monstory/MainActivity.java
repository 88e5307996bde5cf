package app.monstory;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
