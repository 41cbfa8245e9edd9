//! The exported JavaScript API, run in headless Chromium by
//! wasm-bindgen-test-runner (CHROMEDRIVER=/usr/bin/chromedriver; the flags are in
//! webdriver.json at the crate root).
#![cfg(target_arch = "wasm32")]

mod wasm_common;

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

wasm_suite!(object_offsets_are_utf16, json_matches_object, long_json_arrives_whole, odd_input_does_not_trap, short_word_lists_stop_past_the_key);
