//! The exported JavaScript API, run in headless Chromium by
//! wasm-bindgen-test-runner (CHROMEDRIVER=/usr/bin/chromedriver; the flags are in
//! webdriver.json at the crate root).
#![cfg(target_arch = "wasm32")]

mod wasm_common;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn object_offsets_are_utf16() {
    wasm_common::object_offsets_are_utf16();
}

#[wasm_bindgen_test]
fn json_matches_object() {
    wasm_common::json_matches_object();
}

#[wasm_bindgen_test]
fn odd_input_does_not_trap() {
    wasm_common::odd_input_does_not_trap();
}
