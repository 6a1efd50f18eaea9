//! The `youzhe` binary: everything lives in the library so tests and tools share it.

fn main() -> std::process::ExitCode {
    youzhe::cli::main()
}
