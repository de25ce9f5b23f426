package jp.jimoto.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
